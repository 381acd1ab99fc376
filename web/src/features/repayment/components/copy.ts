import { feedback } from '@/lib/feedback'
import { t } from '@/lib/i18n'

/** Copies text and toasts 'copy success'; falls back to a hidden textarea in old web views. */
export async function copyText(text: string): Promise<void> {
  try {
    await navigator.clipboard.writeText(text)
  } catch {
    const area = document.createElement('textarea')
    area.value = text
    area.setAttribute('readonly', '')
    area.style.position = 'fixed'
    area.style.opacity = '0'
    document.body.appendChild(area)
    area.select()
    document.execCommand('copy')
    area.remove()
  }
  feedback.showToast(t('copySuccess'))
}

/** "611079741339" -> "6110 7974 1339": easier to read out to a cashier; copy keeps the digits. */
export function groupCode(code: string): string {
  return /^\d{8,}$/.test(code) ? code.replace(/(\d{4})(?=\d)/g, '$1 ') : code
}
