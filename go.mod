module github.com/corroborate/corroborate

go 1.26.8
