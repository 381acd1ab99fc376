// Command pautang is the whole product in one binary: `pautang serve` (default), `migrate`,
// `seed`, `dev-session`, `check-ledger` and `env`.
package main

import (
	"os"

	"github.com/pautang/pautang/internal/cli"
)

func main() { os.Exit(cli.Run(os.Args[1:])) }
