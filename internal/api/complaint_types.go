package api

// The data of the complaint calls (/user-problem/*) and the customer-service contact.

// titleValue is a complaint type or sub-type: its title and the value to send.
type titleValue struct {
	Title string `json:"title"`
	Value int    `json:"value"`
}

// titleText is one title/value line of a complaint order card.
type titleText struct {
	Title string `json:"title"`
	Value string `json:"value"`
}

// complaintOrderData is an order as the complaint home card shows it. Status is the text the
// card shows; OrderStatus is the code (ARCHITECTURE.md section 5).
type complaintOrderData struct {
	OrderID     string      `json:"orderId"`
	OrderNo     string      `json:"orderNo"`
	ProductLogo string      `json:"productLogo"`
	ProductName string      `json:"productName"`
	Status      string      `json:"status"`
	OrderStatus int         `json:"orderStatus"`
	IsShow      int         `json:"isShow"`
	List        []titleText `json:"list"`
}

// problemInitData is /user-problem/problem-init: types, collection sub-types, the selected
// order (null when none) and the borrower's orders.
type problemInitData struct {
	ProblemType    []titleValue         `json:"problemType"`
	ProblemSonType []titleValue         `json:"problemSonType"`
	OrderDetail    *complaintOrderData  `json:"orderDetail"`
	OrderList      []complaintOrderData `json:"orderList"`
	ReplyDays      int                  `json:"replyDays"`
}

// problemSaveData is POST /user-problem/problem-save: the new complaint and its reply date.
type problemSaveData struct {
	ProblemID string `json:"problemId"`
	ReplyBy   string `json:"replyBy"`
}

// complaintListItem is one complaint of a problem-list tab.
type complaintListItem struct {
	ID          string `json:"id"`
	Time        string `json:"time"`
	Type        string `json:"type"`
	Content     string `json:"content"`
	Status      string `json:"status"`
	StatusText  string `json:"statusText"`
	ReplyBy     string `json:"replyBy"`
	IsNeedScore int    `json:"isNeedScore"`
}

// complaintTab is one tab of problem-list (all, pending, replied).
type complaintTab struct {
	Title string              `json:"title"`
	Value string              `json:"value"`
	Items []complaintListItem `json:"items"`
}

// problemListData is POST /user-problem/problem-list.
type problemListData struct {
	Tabs []complaintTab `json:"tabs"`
}

// complaintDetailData is POST /user-problem/problem-detail: the detail of spec section 3 plus
// the promise and the status.
type complaintDetailData struct {
	ProblemID     string   `json:"problemId"`
	Type          string   `json:"type"`
	SonType       string   `json:"sonType"`
	Content       string   `json:"content"`
	Images        []string `json:"images"`
	DisposeName   string   `json:"disposeName"`
	DisposeDetail string   `json:"disposeDetail"`
	DisposeImages []string `json:"disposeImages"`
	IsNeedScore   int      `json:"isNeedScore"`
	Score         int      `json:"score"`
	Status        string   `json:"status"`
	StatusText    string   `json:"statusText"`
	OrderNo       string   `json:"orderNo"`
	Time          string   `json:"time"`
	ReplyBy       string   `json:"replyBy"`
}

// saveScoreData is POST /user-problem/save-score.
type saveScoreData struct {
	ProblemID string `json:"problemId"`
	Score     int64  `json:"score"`
}

// uploadImageData is POST /user-problem/upload-problem-img: the stored image's URL.
type uploadImageData struct {
	URL string `json:"url"`
}

// contactInfoData is POST /v3/personal-center/contact-kf-info.
type contactInfoData struct {
	Email     string `json:"email"`
	SmWa      string `json:"smWa"`
	ReplyDays int    `json:"replyDays"`
}
