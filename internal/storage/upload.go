package storage

import (
	"errors"
	"io"

	"github.com/pautang/pautang/internal/apperr"
)

// Upload errors, as the borrower reads them.
var (
	ErrUploadNotImage   = apperr.New("upload_not_image", "Please choose a JPG or PNG image.")
	ErrUploadTooLarge   = apperr.New("upload_too_large", "The image must be 5 MB or smaller.")
	ErrUploadDimensions = apperr.New("upload_dimensions", "The picture is too big. Please choose one of at most 12 megapixels.")
	ErrUploadCorrupt    = apperr.New("upload_unreadable", "The image could not be read. Please choose another picture.")
	ErrUploadMissing    = apperr.New("upload_missing", "Please choose an image to upload.")
)

// CleanUpload is SanitizeImage with the image limits of every borrower upload (MaxImageBytes)
// and its failures as the borrower's messages.
func CleanUpload(r io.Reader) (CleanImage, error) {
	img, err := SanitizeImage(r, MaxImageBytes)
	switch {
	case errors.Is(err, ErrNotImage):
		return img, ErrUploadNotImage
	case errors.Is(err, ErrImageTooLarge):
		return img, ErrUploadTooLarge
	case errors.Is(err, ErrImageDimensions):
		return img, ErrUploadDimensions
	case errors.Is(err, ErrImageCorrupt):
		return img, ErrUploadCorrupt
	}
	return img, err
}
