package loans

// CapPolicyFor is the legal ceiling of the region the server lends in (the REGION setting):
// the charges policy's default for PH (the default when none is set: the SEC ceilings on every
// loan), none elsewhere. A lender's saved charges policy replaces it.
func CapPolicyFor(region string) CapPolicy {
	switch region {
	case "", "PH":
		return DefaultChargesPolicy()
	}
	return CapPolicy{}
}
