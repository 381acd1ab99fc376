import { ImageUploader, type ImageUploadItem } from 'antd-mobile'
import { showToast } from '@/lib/feedback'
import { t } from '@/lib/i18n'
import { uploadProblemImage } from '../api/complaints'

/** Spec section 9: at most 9 images; the server takes JPEG/PNG up to 5 MB (checked here first). */
export const MAX_IMAGES = 9
const MAX_IMAGE_BYTES = 5 * 1024 * 1024
const IMAGE_TYPES = ['image/jpeg', 'image/png']

export interface EvidenceUploaderProps {
  value: ImageUploadItem[]
  onChange: (items: ImageUploadItem[]) => void
  /** Number of uploads still running (Send waits for them). */
  onPending: (count: number) => void
}

function beforeUpload(file: File): File | null {
  if (file.type && !IMAGE_TYPES.includes(file.type)) {
    showToast(t('complaintImageNotSupported'))
    return null
  }
  if (file.size > MAX_IMAGE_BYTES) {
    showToast(t('complaintImageTooLarge'))
    return null
  }
  return file
}

/** The evidence uploader: one image at a time (field problemImage); removing one drops it from the complaint. */
export default function EvidenceUploader({ value, onChange, onPending }: EvidenceUploaderProps) {
  return (
    <ImageUploader
      className="pt-cp-uploader"
      value={value}
      onChange={onChange}
      upload={async (file) => {
        const url = await uploadProblemImage(file)
        return { url, key: url }
      }}
      beforeUpload={beforeUpload}
      onUploadQueueChange={(tasks) => onPending(tasks.filter((task) => task.status === 'pending').length)}
      maxCount={MAX_IMAGES}
      multiple={false}
      accept={IMAGE_TYPES.join(',')}
      showFailed={false}
      columns={3}
    />
  )
}
