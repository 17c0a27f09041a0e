// Package numtext cuts running text into tokens with numbers read, shared by the date and
// quantity scanners.
//
// The tokenizer never fails and never allocates per token beyond the slice it returns: both
// scanners run over whole articles at tens of thousands of words a second per core.
package numtext
