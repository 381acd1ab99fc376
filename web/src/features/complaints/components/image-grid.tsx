/** Thumbnails that open the full-screen viewer on tap. */
export function ImageGrid({ images, label }: { images: string[]; label: string }) {
  if (images.length === 0) return null
  return (
    <div className="pt-cp-images" role="list" aria-label={label}>
      {images.map((src, index) => (
        <button
          key={src}
          type="button"
          role="listitem"
          aria-label={`${label} ${index + 1}`}
          onClick={() => import('./image-viewer').then(({ openViewer }) => openViewer(images, index))}
        >
          <img src={src} alt="" loading="lazy" />
        </button>
      ))}
    </div>
  )
}
