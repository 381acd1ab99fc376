import { describe, expect, it } from 'vitest'
import { photosAsked } from './kyc'

describe('photosAsked', () => {
  it('asks both photos on a first submission or after a refusal', () => {
    expect(photosAsked({ status: 'none', redo: '' })).toEqual({ idPhoto: true, selfie: true })
    expect(photosAsked({ status: 'rejected', redo: '' })).toEqual({ idPhoto: true, selfie: true })
  })
  it('asks only the photo the operator asked again', () => {
    expect(photosAsked({ status: 'redo', redo: 'selfie' })).toEqual({ idPhoto: false, selfie: true })
    expect(photosAsked({ status: 'redo', redo: 'id_photo' })).toEqual({ idPhoto: true, selfie: false })
    expect(photosAsked({ status: 'redo', redo: 'both' })).toEqual({ idPhoto: true, selfie: true })
  })
})
