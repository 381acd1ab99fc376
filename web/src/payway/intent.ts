/**
 * One debit per payment intent. A payment intent is the order, the card and the amount the
 * borrower pays: while it stays the same, every commit carries the same idempotency key, so a
 * retry (a tap after a lost answer, 'cancel' then 'pay' again) gets the server's first answer
 * back (repayment-commit replays an Idempotency-Key: docs/repayment.md) instead of a second
 * debit. Another card or amount is another intent with a key of its own (the server refuses a
 * key reused for another request); renew() starts a new intent on purpose (the SMS code of the
 * last debit was not used in time).
 */
export interface PayIntent {
  orderId: string
  cardId: number
  amount: number
}

export function newIdempotencyKey(): string {
  return typeof crypto !== 'undefined' && 'randomUUID' in crypto ? crypto.randomUUID() : `${Date.now()}-${Math.random().toString(36).slice(2)}`
}

export function intentKeys(makeKey: () => string = newIdempotencyKey) {
  let last: { intent: string; key: string } | null = null
  return {
    /** The key of this intent: the last one while the intent is unchanged, else a new one. */
    keyFor(intent: PayIntent): string {
      const id = `${intent.orderId}|${intent.cardId}|${intent.amount}`
      if (!last || last.intent !== id) last = { intent: id, key: makeKey() }
      return last.key
    },
    /** Forgets the current intent: the next keyFor makes a new key. */
    renew(): void {
      last = null
    },
  }
}

/**
 * Runs fn at most once at a time: a call while one is in flight (a double tap on 'Pay now')
 * starts nothing and gets undefined. The guard is synchronous, so two taps in the same frame,
 * before React has drawn the button busy, still make one request.
 */
export function singleFlight<A extends unknown[], R>(fn: (...args: A) => Promise<R>) {
  let running = false
  return {
    get busy() {
      return running
    },
    async run(...args: A): Promise<R | undefined> {
      if (running) return undefined
      running = true
      try {
        return await fn(...args)
      } finally {
        running = false
      }
    },
  }
}
