package complaints

// SLA is where a complaint stands against its reply-by day (ReplyBy).
type SLA int

// The SLA states.
const (
	SLAOpen        SLA = iota // not replied, still within the promise
	SLAOpenOverdue            // not replied and past the reply-by day
	SLAOnTime                 // replied on or before the reply-by day
	SLALate                   // replied after it
)

// SLAOf classifies a complaint: replyBy is its reply-by day, repliedDay the Manila day it was
// replied ("" while open), today the Manila day now (all YYYY-MM-DD).
func SLAOf(replyBy, repliedDay, today string) SLA {
	switch {
	case repliedDay != "" && repliedDay <= replyBy:
		return SLAOnTime
	case repliedDay != "":
		return SLALate
	case today > replyBy:
		return SLAOpenOverdue
	}
	return SLAOpen
}
