import { Popup } from 'antd-mobile'
import { t } from '@/lib/i18n'
import type { RepayChannel } from '../api/repayment'

export interface ChannelPopupProps {
  visible: boolean
  channels: RepayChannel[]
  selected: string
  onSelect: (channelNumber: string) => void
  onClose: () => void
  /** Extra row: pay with a bound bank card through payway. */
  onCard?: () => void
}

const kindLabel: Record<string, Parameters<typeof t>[0]> = {
  ewallet: 'repayChannelKindEwallet',
  store: 'repayChannelKindStore',
  qr: 'repayChannelKindQr',
  bank: 'repayChannelKindBank',
}

/** The 'Payment Method' bottom popup: logo, name, check mark; the spec's hint on top. */
export function ChannelPopup({ visible, channels, selected, onSelect, onClose, onCard }: ChannelPopupProps) {
  return (
    <Popup visible={visible} onMaskClick={onClose} onClose={onClose} bodyStyle={{ borderTopLeftRadius: 16, borderTopRightRadius: 16 }}>
      <div className="rp-popup" data-testid="channel-popup">
        <div className="rp-popup__head">
          <strong>{t('paymentMethod')}</strong>
          <button type="button" className="rp-popup__close" onClick={onClose} aria-label={t('close')}>
            ×
          </button>
        </div>
        <p className="rp-popup__hint">{t('selectRepaymentMethod')}</p>
        <ul className="rp-popup__list">
          {channels.map((c) => (
            <li key={c.channel_number}>
              <button
                type="button"
                className={`rp-channel${c.channel_number === selected ? ' rp-channel--on' : ''}`}
                data-testid={`channel-${c.channel_number}`}
                onClick={() => {
                  onSelect(c.channel_number)
                  onClose()
                }}
              >
                <img src={c.logo} alt="" className="rp-channel__logo" />
                <span className="rp-channel__text">
                  <span className="rp-channel__name">{c.name}</span>
                  <span className="rp-channel__kind">{kindLabel[c.kind] ? t(kindLabel[c.kind]) : ''}</span>
                </span>
                <span className="rp-check" aria-hidden="true">
                  {c.channel_number === selected ? '✓' : ''}
                </span>
              </button>
            </li>
          ))}
          {onCard ? (
            <li>
              <button type="button" className="rp-channel" data-testid="channel-card" onClick={onCard}>
                <span className="rp-channel__logo rp-channel__logo--card" aria-hidden="true">
                  ▭
                </span>
                <span className="rp-channel__text">
                  <span className="rp-channel__name">{t('repayPayWithCard')}</span>
                  <span className="rp-channel__kind">{t('repayPayWithCardHint')}</span>
                </span>
                <span className="rp-check" aria-hidden="true">›</span>
              </button>
            </li>
          ) : null}
        </ul>
      </div>
    </Popup>
  )
}
