package promotion

import (
	"reflect"
	"testing"
)

func TestFunnelByTemplate(t *testing.T) {
	names := map[int64]string{7: "Summer", 9: ""}
	cases := []struct {
		name string
		rows []FunnelRow
		want []TemplateFunnel
	}{
		{"none", nil, []TemplateFunnel{}},
		{"sums per template in first-seen order", []FunnelRow{
			{Day: "2026-01-01", TemplateID: 7, Visits: 10, Clicks: 4, SMSSent: 3, Registrations: 1},
			{Day: "2026-01-01", TemplateID: 0, Visits: 2},
			{Day: "2026-01-02", TemplateID: 7, Visits: 5, Clicks: 1, SMSSent: 1, Registrations: 1},
		}, []TemplateFunnel{
			{TemplateID: 7, Template: "Summer", Visits: 15, Clicks: 5, SMSSent: 4, Registrations: 2},
			{TemplateID: 0, Template: "(none)", Visits: 2},
		}},
		{"unknown or unnamed template", []FunnelRow{{TemplateID: 42, Clicks: 1}, {TemplateID: 9, Visits: 1}}, []TemplateFunnel{
			{TemplateID: 42, Template: "#42", Clicks: 1},
			{TemplateID: 9, Template: "#9", Visits: 1},
		}},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			if got := FunnelByTemplate(c.rows, names); !reflect.DeepEqual(got, c.want) {
				t.Errorf("got %+v, want %+v", got, c.want)
			}
		})
	}
}
