# expect: shell-spawn
# also-ok: fs-write
# source: DESIGN.md section 2: shell-spawn
# technique: cargo build (build.rs, proc macros)
cargo build --release
