package jobs

// KickNow is KickSMS's insert, waited for.
func (j *Jobs) KickNow() error { return j.kick() }
