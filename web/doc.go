// Package web is the browser version's page (index.html, copied into
// dist/web/ by scripts/web.sh with the WebAssembly program) and its test,
// which plays it in headless Chromium as a player would. It holds no
// code of the game: the program in the browser is the root package built
// with GOOS=js GOARCH=wasm (web_js.go).
package web
