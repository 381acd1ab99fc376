// Package loans holds the lending rules of Pautang as pure functions of (product, ledger,
// day): product validation and the legal cap guard, quotes and repayment schedules, the order
// status table, the automatic decision, the append-only ledger with its payment waterfall,
// daily late accrual and rollover.
//
// Money is int64 centavos, rates are int64 basis points (1 bp = 0.01%) and days are calendar
// days in Asia/Manila (Date). Nothing here reads the clock, a database or the network, so
// every rule is table-tested; docs/loans.md explains the rules and the choices behind them.
package loans
