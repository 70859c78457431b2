#!/usr/bin/env bash
# Writes Apps/<App>/link-order.txt for `news`, `weather`, `tweetie` or `repo-search`: the functions a run of the app
# executes, which its release link (Package.swift, `linkOrder`) places side by side at the
# start of the executable's text (lld's --symbol-ordering-file). Linked in the default
# order, the ~4,000 functions a news pipe run calls (~1.2 MB of code) are spread over most
# of the 18 MB text, and the kernel maps each page fault's whole 64 KB neighbourhood
# (fault-around): ~10 MiB of code stayed resident. Gathered, they share pages (D85).
#
# The runs profiled, under valgrind's callgrind: for news, `bench news`'s (three ~100 KB
# feeds of its shape from a loopback server, a fresh cache, then warm) and `bench memory`'s
# demo pipe; for weather, tweetie and repo-search, their demos' text and JSON. Every
# function any of them executed is
# listed once, sorted by name so a rerun changes the file only where the set changed. A
# stale file costs nothing but memory: the link ignores names it no longer has
# (--no-warn-symbol-ordering), and a missing file is not passed at all.
#
# Needs the app's release build (swift build -c release --product news, under the build
# lock), valgrind and python3 (its http.server is news's loopback server). From anywhere:
#   bash scripts/order-link.sh news        (or weather, tweetie, repo-search)
set -euo pipefail
cd "$(dirname "$0")/.."

for tool in valgrind python3; do
    command -v "$tool" >/dev/null 2>&1 || { echo "order-link: needs $tool (apt-get install $tool)" >&2; exit 1; }
done
app=${1:-}
case "$app" in
    news) output=Apps/News/link-order.txt ;;
    weather) output=Apps/Weather/link-order.txt ;;
    tweetie) output=Apps/Tweetie/link-order.txt ;;
    repo-search) output=Apps/RepoSearch/link-order.txt ;;
    *) echo "usage: bash scripts/order-link.sh news|weather|tweetie|repo-search" >&2; exit 2 ;;
esac
binary=$(swift build -c release --show-bin-path)/$app
[ -x "$binary" ] || { echo "order-link: no release $app at $binary; build it first (swift build -c release --product $app)" >&2; exit 1; }
objcopy=$(dirname "$(readlink -f "$(command -v swift)")")/llvm-objcopy
[ -x "$objcopy" ] || objcopy=llvm-objcopy

work=$(mktemp -d)
server=
cleanup() {
    [ -n "$server" ] && kill "$server" 2>/dev/null
    rm -rf "$work"
}
trap cleanup EXIT

# valgrind cannot read the toolchain's DWARF 5; the symbol table is all it needs.
"$objcopy" --strip-debug "$binary" "$work/$app"

home="$work/home"
mkdir -p "$home/config"
profile() {
    local name=$1
    shift
    env -i HOME="$home" XDG_DATA_HOME="$home/data" XDG_CONFIG_HOME="$home/config" XDG_CACHE_HOME="$home/cache" \
        LANG=C.UTF-8 PATH=/usr/bin:/bin \
        valgrind --tool=callgrind --demangle=no --dump-instr=no --compress-strings=no --compress-pos=no \
        --callgrind-out-file="$work/$name.callgrind" "$work/$app" "$@" > "$work/$name.out" 2> "$work/$name.err" \
        || { echo "order-link: $app $* failed under valgrind:" >&2; tail -5 "$work/$name.err" >&2; exit 1; }
}

if [ "$app" = weather ]; then
    profile text --demo Berlin
    profile json --demo --json Berlin
    grep -q "Berlin" "$work/text.out" || { echo "order-link: weather printed no Berlin under valgrind" >&2; exit 1; }
elif [ "$app" = tweetie ]; then
    profile text --demo
    profile json --demo --json
    grep -q "created_at" "$work/json.out" || { echo "order-link: tweetie printed no posts under valgrind" >&2; exit 1; }
elif [ "$app" = repo-search ]; then
    profile text --demo harbourlab --limit 24
    profile json --demo --json ada-lin
    grep -q "harbourlab/" "$work/text.out" || { echo "order-link: repo-search printed no repositories under valgrind" >&2; exit 1; }
else

# Three feeds shaped as `bench news`'s (Sources/Bench/NewsSuite.swift, benchFeed).
mkdir -p "$work/feeds"
python3 - "$work/feeds" <<'PY'
import sys
days = ["Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun"]
feeds = [("The Bench Gazette", "gazette.example"), ("The Loopback Courier", "courier.example"), ("The Daily Socket", "socket.example")]
for number, (title, host) in enumerate(feeds):
    xml = ('<?xml version="1.0" encoding="utf-8"?>\n<rss version="2.0" xmlns:media="http://search.yahoo.com/mrss/" '
           'xmlns:dc="http://purl.org/dc/elements/1.1/">\n<channel><title>%s</title><link>https://%s/</link>\n' % (title, host))
    index = 0
    while len(xml.encode()) < 100_000:
        paragraph = ("&lt;p&gt;Story %d tells of a town that lends tools, runs a night market and mends clocks; "
                     "readers write in &amp;amp; ask for more &amp;#8212; &amp;ldquo;quoted&amp;rdquo; and all.&lt;/p&gt;" % index)
        xml += ('<item><title>Story %d: the council votes to keep the old footbridge &amp; repair it</title>\n'
                '<link>https://%s/%d</link><guid>https://%s/%d</guid>\n'
                '<description>%s%s&lt;p&gt;&lt;a href="https://%s/related/%d"&gt;Related: more on the bridge&lt;/a&gt;&lt;/p&gt;'
                '&lt;a href="https://%s/%d"&gt;Continue reading...&lt;/a&gt;</description>\n'
                '<pubDate>%s, %d Jan 2024 %d:%d:05 GMT</pubDate>\n'
                '<media:content width="140" url="https://img.%s/%d.jpg?w=140"/><media:content width="460" url="https://img.%s/%d.jpg?w=460"/>\n'
                '<dc:creator>Reporter %d</dc:creator></item>\n\n'
                % (index, host, index, host, index, paragraph, paragraph, host, index, host, index,
                   days[index % 7], 10 + index % 18, 10 + index % 12, 10 + index % 50, host, index, host, index, index % 20))
        index += 1
    open("%s/feed%d.xml" % (sys.argv[1], number), "w").write(xml + "</channel></rss>\n")
PY

# The loopback server, on a port the kernel picks (printed by the server itself).
python3 -u -c '
import http.server, functools, sys
handler = functools.partial(http.server.SimpleHTTPRequestHandler, directory=sys.argv[1])
handler.func.log_message = lambda *args: None
server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), handler)
print(server.server_address[1], flush=True)
server.serve_forever()' "$work/feeds" > "$work/port" &
server=$!
for _ in $(seq 50); do [ -s "$work/port" ] && break; sleep 0.1; done
port=$(head -1 "$work/port")
[ -n "$port" ] || { echo "order-link: the loopback server did not start" >&2; exit 1; }

feeds=(--feed "http://127.0.0.1:$port/feed0.xml" --feed "http://127.0.0.1:$port/feed1.xml" --feed "http://127.0.0.1:$port/feed2.xml")
profile fresh "${feeds[@]}" --limit 1000 --no-images
profile warm "${feeds[@]}" --limit 1000 --no-images
profile demo --demo
grep -q "The Daily Socket" "$work/warm.out" || { echo "order-link: news printed no feed under valgrind" >&2; exit 1; }
fi

# Every function callgrind saw executed in the executable itself (`ob=` names the object
# the following `fn=` lines belong to); a recursion's copies (`name'2`) are the function.
awk '
    /^ob=/ { inApp = ($0 ~ ("/" app "$")); next }
    /^fn=/ && inApp { name = substr($0, 4); sub(/\047[0-9]+$/, "", name); if (name !~ /^0x/) print name }
' app="$app" "$work"/*.callgrind | LC_ALL=C sort -u > "$work/order"
count=$(wc -l < "$work/order")
[ "$count" -gt 1000 ] || { echo "order-link: only $count functions seen; not writing $output" >&2; exit 1; }
mv "$work/order" "$output"
echo "order-link: $count functions in $output"
