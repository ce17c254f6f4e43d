package plain

import (
	"bufio"
	"fmt"
	"io"
)

// Lines reads a text a line at a time, holding at most one line, so a
// file of any size costs no more than its longest line, and a line
// longer than the limit is refused as soon as it passes it, unread.
type Lines struct {
	br      *bufio.Reader
	buf     []byte
	maxLine int
}

// NewLines reads r a line at a time; no line may be longer than maxLine
// bytes.
func NewLines(r io.Reader, maxLine int) *Lines {
	return &Lines{br: bufio.NewReaderSize(r, 64<<10), maxLine: maxLine}
}

// Next returns the next line without its line break (valid until the
// next call), and whether it had one (the last line of a file may not).
// At the end of the input it returns io.EOF; a line longer than the limit
// is an error.
func (l *Lines) Next() (line []byte, whole bool, err error) {
	b := l.buf[:0]
	for {
		chunk, err := l.br.ReadSlice('\n')
		if len(b)+len(chunk) > l.maxLine+1 {
			return nil, false, fmt.Errorf("longer than %d bytes", l.maxLine)
		}
		b = append(b, chunk...)
		l.buf = b
		switch {
		case err == nil:
			return b[:len(b)-1], true, nil
		case err == bufio.ErrBufferFull:
			continue
		case err == io.EOF && len(b) == 0:
			return nil, false, io.EOF
		case err == io.EOF:
			return b, false, nil
		default:
			return nil, false, err
		}
	}
}
