import { ImageViewer } from 'antd-mobile'

/** The payment guide's enlarged image: its own chunk, so the viewer's gesture and spring code loads on the first tap. */
export default function GuideViewer({ image, onClose }: { image: string; onClose: () => void }) {
  return <ImageViewer image={image} visible onClose={onClose} />
}
