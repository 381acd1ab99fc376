package lending

import (
	"context"
	"sync"
	"time"

	"github.com/pautang/pautang/internal/loans"
)

// DailyReport is what one run of the daily job did.
type DailyReport struct {
	Day      string        `json:"day"`
	Orders   int           `json:"orders"`
	Entries  int           `json:"entries"`
	Moves    int           `json:"moves"`
	Duration time.Duration `json:"-"`
}

// RunDaily brings every loan being repaid up to today: due -> 174, overdue -> 180, the
// one-time penalty and the tiered late interest, and the interest of periods that started,
// for every day missed since each loan's last_accrued_day. It is idempotent per loan and day
// and safe with several instances running it at once: each batch locks its loans (PostgreSQL
// SKIP LOCKED) and re-checks last_accrued_day under the lock, and the ledger's
// UNIQUE(order_id, ref, bucket) refuses any replay. Batches run on Workers goroutines.
func (s *Service) RunDaily(ctx context.Context) (DailyReport, error) {
	start := time.Now()
	today := s.Today()
	rep := DailyReport{Day: today.String()}
	cp, err := s.CapPolicy(ctx)
	if err != nil {
		return rep, err
	}
	ids, err := s.Store.AccrualCandidates(ctx, rep.Day)
	if err != nil {
		return rep, err
	}
	size := s.BatchSize
	if size <= 0 {
		size = 500
	}
	workers := s.Workers
	if workers <= 0 {
		workers = 4
	}
	type span struct{ lo, hi int64 }
	jobs := make(chan span)
	var mu sync.Mutex
	var firstErr error
	var wg sync.WaitGroup
	for range workers {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for sp := range jobs {
				r, err := s.Store.AccrueBatch(ctx, sp.lo, sp.hi, rep.Day, func(o loans.Order, ledger []loans.Entry, sched []loans.Installment) (loans.Update, error) {
					terms, err := parseTerms(o)
					if err != nil {
						return loans.Update{}, err
					}
					u, _, _ := s.catchUp(cp, terms, o, ledger, sched, today)
					return u, nil
				})
				mu.Lock()
				if err != nil && firstErr == nil {
					firstErr = err
				}
				rep.Orders += r.Orders
				rep.Entries += r.Entries
				rep.Moves += r.Moves
				mu.Unlock()
			}
		}()
	}
	for i := 0; i < len(ids); i += size {
		j := min(i+size, len(ids))
		jobs <- span{ids[i], ids[j-1]}
	}
	close(jobs)
	wg.Wait()
	rep.Duration = time.Since(start)
	if firstErr != nil {
		return rep, firstErr
	}
	s.metrics().DailyJobSucceeded(s.Clock.Now())
	s.log().Info("lending: daily job", "day", rep.Day, "orders", rep.Orders, "entries", rep.Entries, "moves", rep.Moves, "took", rep.Duration)
	return rep, nil
}

// FillStandings computes the kept standing (loans.KeptStanding) of every active loan that has
// none yet, bringing each up to today under its lock as a loan page would: after an upgrade,
// before the back office's portfolio views read them. It returns how many it filled; a loan
// that fails is logged and left for the next start.
func (s *Service) FillStandings(ctx context.Context) (int, error) {
	today := s.Today()
	filled := 0
	var after int64
	cp, err := s.CapPolicy(ctx)
	if err != nil {
		return 0, err
	}
	for {
		ids, err := s.Store.LoansWithoutStanding(ctx, after, 500)
		if err != nil || len(ids) == 0 {
			return filled, err
		}
		for _, id := range ids {
			after = id
			_, err := s.Store.UpdateLoan(ctx, id, func(o loans.Order, ledger []loans.Entry, sched []loans.Installment) (loans.Update, error) {
				terms, err := s.frozenTerms(ctx, o)
				if err != nil {
					return loans.Update{}, err
				}
				u, _, _ := s.catchUp(cp, terms, o, ledger, sched, today)
				return u, nil
			})
			if err != nil {
				s.log().Error("lending: unable to compute a loan's standing", "order", id, "err", err)
				continue
			}
			filled++
		}
	}
}
