package promotion

import "strconv"

// TemplateFunnel is one landing template's funnel summed over a range of days.
type TemplateFunnel struct {
	TemplateID    int64
	Template      string
	Visits        int64
	Clicks        int64
	SMSSent       int64
	Registrations int64
}

// FunnelByTemplate sums the funnel's daily rows per template, in the order each template first
// appears; a template is named from names ("(none)" for id 0, "#<id>" when unknown).
func FunnelByTemplate(rows []FunnelRow, names map[int64]string) []TemplateFunnel {
	index := map[int64]int{}
	out := []TemplateFunnel{}
	for _, f := range rows {
		i, seen := index[f.TemplateID]
		if !seen {
			name := names[f.TemplateID]
			switch {
			case f.TemplateID == 0:
				name = "(none)"
			case name == "":
				name = "#" + strconv.FormatInt(f.TemplateID, 10)
			}
			i = len(out)
			index[f.TemplateID] = i
			out = append(out, TemplateFunnel{TemplateID: f.TemplateID, Template: name})
		}
		out[i].Visits += f.Visits
		out[i].Clicks += f.Clicks
		out[i].SMSSent += f.SMSSent
		out[i].Registrations += f.Registrations
	}
	return out
}
