package export

import (
	"fmt"
	"image"
	"io"
	"os"
	"os/exec"
	"strconv"
)

// ffmpeg is an ffmpeg process encoding raw frames from its standard input.
type ffmpeg struct {
	cmd *exec.Cmd
	in  io.WriteCloser
}

func startFFmpeg(out string, w, h, fps int) (*ffmpeg, error) {
	cmd := exec.Command("ffmpeg", "-loglevel", "error", "-y", "-f", "rawvideo", "-pix_fmt", "rgba",
		"-s", fmt.Sprintf("%dx%d", w, h), "-r", strconv.Itoa(fps), "-i", "-",
		"-pix_fmt", "yuv420p", "-vf", "pad=ceil(iw/2)*2:ceil(ih/2)*2", out)
	in, err := cmd.StdinPipe()
	if err != nil {
		return nil, err
	}
	cmd.Stderr = os.Stderr
	if err := cmd.Start(); err != nil {
		return nil, fmt.Errorf("export: starting ffmpeg: %w", err)
	}
	return &ffmpeg{cmd, in}, nil
}

func (f *ffmpeg) write(img *image.RGBA) error {
	if _, err := f.in.Write(img.Pix); err != nil {
		return fmt.Errorf("export: ffmpeg: %w", err)
	}
	return nil
}

func (f *ffmpeg) close() error {
	f.in.Close()
	if err := f.cmd.Wait(); err != nil {
		return fmt.Errorf("export: ffmpeg: %w", err)
	}
	return nil
}
