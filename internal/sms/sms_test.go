package sms

import (
	"context"
	"strings"
	"testing"
)

type memOutbox struct{ body, code string }

func (m *memOutbox) SaveOutbox(_ context.Context, _, _, body, code string) error {
	m.body, m.code = body, code
	return nil
}

// TestOutboxKeepsNoCodeOutsideDev: outside dev mode the stored message carries no code, in
// the code column or the body (SMS and voice); in dev mode the dev inbox keeps it.
func TestOutboxKeepsNoCodeOutsideDev(t *testing.T) {
	msgs := []Message{
		{Phone: "09171234567", Channel: ChannelSMS, Body: "Your Pautang login code is 482913. It expires in 5 minutes.", Code: "482913"},
		{Phone: "09171234567", Channel: ChannelVoice, Body: "Your login code is 4 8 2 9 1 3. Again, 4 8 2 9 1 3.", Code: "482913"},
	}
	for _, m := range msgs {
		w := &memOutbox{}
		if err := (&Outbox{W: w}).Send(context.Background(), m); err != nil {
			t.Fatal(err)
		}
		if w.code != "" || strings.Contains(w.body, "482913") || strings.Contains(w.body, "4 8 2 9 1 3") {
			t.Errorf("%s: stored %q / %q", m.Channel, w.body, w.code)
		}
		dev := &memOutbox{}
		(&Outbox{W: dev, LogCodes: true}).Send(context.Background(), m)
		if dev.code != "482913" {
			t.Errorf("dev mode: code %q", dev.code)
		}
	}
}
