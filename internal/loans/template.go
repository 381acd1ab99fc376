package loans

import (
	"regexp"
	"strings"
)

// ContractFields are the placeholders an operator's contract template may use, {{name}}, each
// with its meaning. {{schedule}} alone in a paragraph stands for the repayment-schedule table.
var ContractFields = map[string]string{
	"lender":    "the lender's name with its SEC registration and certificate of authority",
	"borrower":  "the borrower's name",
	"reference": "the order number, or 'Specimen for <amount>' before an order exists",
	"date":      "the day the contract is made (YYYY-MM-DD)",
	"amount":    "the loan amount",
	"fee":       "the service fee deducted from the payout",
	"net":       "the net proceeds paid out",
	"interest":  "the total interest",
	"total":     "amount plus interest",
	"rate":      "the nominal monthly interest rate",
	"eir":       "the effective interest rate: the monthly rate that discounts the payments to the net proceeds",
	"termDays":  "the term in days",
	"periods":   "the number of payments",
	"late":      "the late-payment terms (penalty and tiered late interest)",
	"schedule":  "the repayment-schedule table (a paragraph of its own)",
}

var placeholder = regexp.MustCompile(`\{\{\s*([A-Za-z]+)\s*\}\}`)

// UnknownContractFields lists the placeholders of body that are not ContractFields.
func UnknownContractFields(body string) []string {
	var out []string
	for _, m := range placeholder.FindAllStringSubmatch(body, -1) {
		if _, ok := ContractFields[m[1]]; !ok {
			out = append(out, m[1])
		}
	}
	return out
}

// TemplateBlock is one part of a rendered template: a heading with its paragraphs, or the
// schedule marker.
type TemplateBlock struct {
	Heading    string
	Paragraphs []string
	Schedule   bool
}

// RenderContractTemplate fills the placeholders from values and splits the body into blocks:
// paragraphs are separated by blank lines, a line starting with "# " opens a new heading, and
// a paragraph that is exactly {{schedule}} becomes a schedule block.
func RenderContractTemplate(body string, values map[string]string) []TemplateBlock {
	var blocks []TemplateBlock
	cur := TemplateBlock{Paragraphs: []string{}}
	flush := func() {
		if cur.Heading != "" || len(cur.Paragraphs) > 0 {
			blocks = append(blocks, cur)
		}
		cur = TemplateBlock{Paragraphs: []string{}}
	}
	for _, para := range strings.Split(strings.ReplaceAll(body, "\r\n", "\n"), "\n\n") {
		para = strings.TrimSpace(para)
		if para == "" {
			continue
		}
		if m := placeholder.FindStringSubmatch(para); m != nil && m[0] == para && m[1] == "schedule" {
			flush()
			blocks = append(blocks, TemplateBlock{Schedule: true, Paragraphs: []string{}})
			continue
		}
		if strings.HasPrefix(para, "# ") {
			flush()
			head, rest, _ := strings.Cut(para, "\n")
			cur.Heading = fill(strings.TrimSpace(strings.TrimPrefix(head, "# ")), values)
			para = strings.TrimSpace(rest)
			if para == "" {
				continue
			}
		}
		cur.Paragraphs = append(cur.Paragraphs, fill(para, values))
	}
	flush()
	return blocks
}

func fill(text string, values map[string]string) string {
	return placeholder.ReplaceAllStringFunc(text, func(m string) string {
		name := placeholder.FindStringSubmatch(m)[1]
		if v, ok := values[name]; ok && name != "schedule" {
			return v
		}
		return m
	})
}
