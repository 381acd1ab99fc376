import { ImageViewer } from 'antd-mobile'

/** Opens the full-screen viewer; loaded on the first tap, not with the page. */
export function openViewer(images: string[], index: number): void {
  ImageViewer.Multi.show({ images, defaultIndex: index })
}
