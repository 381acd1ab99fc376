/** The file a saved QR code gets: the app, the word "QR" and the payment's reference. */
export function qrFileName(reference: string): string {
  const safe = reference.replace(/[^A-Za-z0-9_-]+/g, '') || 'payment'
  return `pautang-qr-${safe}.png`
}

/** The side of the saved picture in pixels: sharp when a cashier's scanner reads it off a screen. */
export const QR_PNG_SIZE = 720

/** Starts the download of a blob or a URL under a file name. */
function download(href: string, name: string): void {
  const a = document.createElement('a')
  a.href = href
  a.download = name
  a.rel = 'noopener'
  document.body.appendChild(a)
  a.click()
  a.remove()
}

/** The QR image (an SVG or any picture the page shows) drawn on white as a PNG. */
async function toPng(src: string): Promise<Blob> {
  const res = await fetch(src, { credentials: 'same-origin' })
  if (!res.ok) throw new Error(`QR image: HTTP ${res.status}`)
  const url = URL.createObjectURL(await res.blob())
  try {
    const img = new Image()
    img.src = url
    await img.decode()
    const canvas = document.createElement('canvas')
    canvas.width = QR_PNG_SIZE
    canvas.height = QR_PNG_SIZE
    const ctx = canvas.getContext('2d')
    if (!ctx) throw new Error('no canvas')
    ctx.fillStyle = '#fff'
    ctx.fillRect(0, 0, QR_PNG_SIZE, QR_PNG_SIZE)
    ctx.imageSmoothingEnabled = false
    ctx.drawImage(img, 0, 0, QR_PNG_SIZE, QR_PNG_SIZE)
    const png = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, 'image/png'))
    if (!png) throw new Error('no PNG')
    return png
  } finally {
    URL.revokeObjectURL(url)
  }
}

/**
 * 'Save QR': downloads the payment's QR code as a PNG (a phone's gallery keeps it; the borrower
 * shows it at the counter or scans it from another app). Where the picture cannot be redrawn
 * (another site's image), the image itself downloads under the same name.
 */
export async function saveQr(src: string, reference: string): Promise<void> {
  const name = qrFileName(reference)
  let png: Blob
  try {
    png = await toPng(src)
  } catch {
    download(src, name)
    return
  }
  const url = URL.createObjectURL(png)
  download(url, name)
  // The download has started from the click; the URL can go once the browser took it.
  setTimeout(() => URL.revokeObjectURL(url), 60_000)
}
