package loans

// CapPolicyFor is the legal ceiling of the region the server lends in (the REGION setting):
// the Philippine SEC caps for PH (the default when none is set), none elsewhere.
func CapPolicyFor(region string) CapPolicy {
	switch region {
	case "", "PH":
		return DefaultPHCapPolicy()
	}
	return CapPolicy{}
}
