/** The longest side a photo is sent with: enough to read an ID, well under the server's 5 MB. */
export const MAX_PHOTO_SIDE = 1600
/** Photos smaller than this are sent as they are. */
const SMALL_BYTES = 1024 * 1024

/**
 * A camera photo scaled down to MAX_PHOTO_SIDE as a JPEG before it is sent (phone cameras
 * take 4000-pixel, multi-megabyte photos). A small photo, or one the browser cannot decode
 * here, is sent unchanged: the server checks and cleans every image.
 */
export async function shrinkPhoto(file: File): Promise<File> {
  if (file.size <= SMALL_BYTES || typeof createImageBitmap !== 'function') return file
  try {
    const bitmap = await createImageBitmap(file)
    const scale = Math.min(1, MAX_PHOTO_SIDE / Math.max(bitmap.width, bitmap.height))
    const canvas = document.createElement('canvas')
    canvas.width = Math.round(bitmap.width * scale)
    canvas.height = Math.round(bitmap.height * scale)
    const ctx = canvas.getContext('2d')
    if (!ctx) return file
    ctx.drawImage(bitmap, 0, 0, canvas.width, canvas.height)
    bitmap.close()
    const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, 'image/jpeg', 0.85))
    if (!blob || blob.size >= file.size) return file
    return new File([blob], file.name.replace(/\.\w+$/, '') + '.jpg', { type: 'image/jpeg' })
  } catch {
    return file
  }
}
