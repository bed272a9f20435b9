module kotoba.dev/kotoba

go 1.19
