import { describe, expect, it } from 'vitest'
import { onlyBankCards, type RepaymentWay } from './api'

describe('onlyBankCards', () => {
  it('lists bank cards only, never an e-wallet account', () => {
    const way = {
      bankCards: [
        { id: 1, bankName: 'BDO Unibank', cardNo: '•••• 7890', bankCode: 'BDO', cardType: 1 },
        { id: 2, bankName: 'GCash', cardNo: '•••• 4567', bankCode: 'GCASH', cardType: 2 },
      ],
    } as RepaymentWay
    expect(onlyBankCards(way).bankCards.map((c) => c.bankName)).toEqual(['BDO Unibank'])
  })
})
