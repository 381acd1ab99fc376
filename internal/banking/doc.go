// Package banking holds the rules of payment accounts (bank accounts and e-wallets that loans
// are paid out to): the dynamic bind-card form and its visibility rules (spec section 5),
// field validation, the Philippine region / province / city list, account-number sealing
// (AES-256-GCM plus a keyed hash for duplicate detection) and masking. It imports no SQL and
// no HTTP; docs/bank.md explains the choices.
package banking
