package loans

// DPDBucket is a range of days past due (inclusive; Max 0 has no upper end).
type DPDBucket struct {
	Name     string
	Min, Max int
}

// DPDBuckets are THE buckets of days past due, in order: the dashboard, the collections queue,
// its charts and roll rates, and the collection rate all count loans in these.
var DPDBuckets = []DPDBucket{{"1-7", 1, 7}, {"8-30", 8, 30}, {"31-60", 31, 60}, {"61-90", 61, 90}, {"90+", 91, 0}}

// DPDBucketOf is the bucket of a number of days past due; "" when not past due.
func DPDBucketOf(days int) string {
	for _, b := range DPDBuckets {
		if days >= b.Min && (b.Max == 0 || days <= b.Max) {
			return b.Name
		}
	}
	return ""
}
