package storage

import (
	"strconv"

	"github.com/pautang/pautang/internal/apperr"
)

// UploadsPerHour bounds the image upload requests one borrower may make an hour, every
// upload counted together (complaint evidence, identity photos): it stops a script from
// filling the disk.
const UploadsPerHour = 60

// ErrUploadsLimited refuses an upload over UploadsPerHour.
var ErrUploadsLimited = apperr.New(apperr.CodeRateLimited, "You have uploaded many images. Please try again in an hour.")

// UploadBucket is the rate bucket counting a borrower's uploads.
func UploadBucket(userID int64) string { return "upload:" + strconv.FormatInt(userID, 10) }
