package web

import (
	"io"
	"net/http"
	"os"
)

// Handler serves the files of the folder dir (a site) and nothing outside
// it: the folder is opened as an os.Root, which keeps every path inside it
// whatever the request ("..", a symbolic link out of it, an absolute
// path). Close the Closer when done.
func Handler(dir string) (http.Handler, io.Closer, error) {
	root, err := os.OpenRoot(dir)
	if err != nil {
		return nil, nil, err
	}
	files := http.FileServerFS(root.FS())
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		// A preview shows the site as it is now, not as a cache kept it.
		w.Header().Set("Cache-Control", "no-cache")
		files.ServeHTTP(w, r)
	}), root, nil
}
