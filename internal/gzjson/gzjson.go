// Package gzjson reads the gzipped JSON files the games' conformance traces
// are kept in (testdata/trace_*.json.gz).
package gzjson

import (
	"compress/gzip"
	"encoding/json"
	"fmt"
	"io"
	"os"
)

// Read reads the gzipped JSON file at path into v; errors name the file.
func Read(path string, v any) error {
	data, err := ReadBytes(path)
	if err != nil {
		return err
	}
	if err := json.Unmarshal(data, v); err != nil {
		return fmt.Errorf("%s: %w", path, err)
	}
	return nil
}

// ReadBytes is the content of the gzipped file at path, unzipped.
func ReadBytes(path string) ([]byte, error) {
	f, err := os.Open(path)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	z, err := gzip.NewReader(f)
	if err != nil {
		return nil, fmt.Errorf("%s: %w", path, err)
	}
	data, err := io.ReadAll(z)
	if err != nil {
		return nil, fmt.Errorf("%s: %w", path, err)
	}
	return data, nil
}
