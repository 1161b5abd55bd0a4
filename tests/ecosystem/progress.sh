# The progress line of `fxlint check` on a terminal, under script(1) (a pseudo-terminal): files
# done of all, MB/s, findings so far and the time left, redrawn in place and erased before the
# report; never in a machine output (a file, a pipe), not with --no-progress, not when stderr
# is not a terminal, not for TERM=dumb.
. "$(dirname "$0")/lib.sh"
command -v script >/dev/null 2>&1 || skip "script (util-linux) is not installed"
cd "$WORK" || exit 2
mkdir -p dumps
i=0
while [ $i -lt 40 ]; do
    write_dump "dumps/d$i.py" bad
    i=$((i + 1))
done
# one large dump (also read from a late stdin below)
awk 'BEGIN {
    print "class GraphModule(torch.nn.Module):"
    print "    def forward(self, arg0_1: \"f32[4]\"):"
    for (i = 0; i < 30000; i++) printf "        add_%d: \"f32[4]\" = torch.ops.aten.add.Tensor(arg0_1, %d);  add_%d = None\n", i, i, i
    print "        return (arg0_1,)"
}' >dumps/large.py

# in_tty CMD: runs CMD (a shell command line) with stdin, stdout and stderr on a terminal;
# everything the terminal showed goes to $WORK/tty
in_tty() { script -qec "$1" /dev/null >"$WORK/tty" 2>&1 </dev/null; }
esc=$(printf '\033')

# a 42nd input on stdin that arrives half a second late keeps the check running for several
# redraws however fast the dumps are read (a timed wait on a fast machine was not enough)
in_tty "(sleep 0.5; cat dumps/large.py) | '$FXLINT' check --no-cache -j1 --format json -o '$WORK/report.json' dumps -"
grep -q "fxlint: [0-9]*/42 files, [0-9.]* MB/s, [0-9]* findings\{0,1\}, ETA [0-9-]*:[0-9-]*" "$WORK/tty" ||
    fail "no progress line on the terminal"
grep -q "fxlint: 0/42 files\|fxlint: finding inputs" "$WORK/tty" || fail "the progress line was not drawn from the start"
grep -q "$esc\[K" "$WORK/tty" || fail "the progress line is not erased"
# the machine output has none of it
grep -q "$esc" "$WORK/report.json" && fail "escape sequences in the -o report"
grep -q "files, " "$WORK/report.json" && fail "the progress line in the -o report"
head -c 1 "$WORK/report.json" | grep -q '{' || fail "the -o report is not the JSON document"
# a report on stdout (the terminal) comes after the line is erased
in_tty "'$FXLINT' check --no-cache -j1 dumps"
grep -q "dumps/d0.py:13:" "$WORK/tty" || fail "no findings on the terminal"
# what stays visible of that terminal line is what follows its last carriage return
cr=$(printf '\r')
grep "dumps/d0.py:13:" "$WORK/tty" | sed "s/.*$cr//" | grep -q "files, " && fail "a finding shares its line with the progress line"
# a pipe or a file on stdout is a machine's: the progress line stays on the terminal's stderr
in_tty "'$FXLINT' check --no-cache -j1 --format jsonl dumps >'$WORK/piped.jsonl'"
# (the first line is drawn before the inputs are counted; a check that ends before the next
# redraw, 100 ms on, shows only that one: "fxlint: finding inputs")
grep -q "fxlint: [0-9]*/41 files, \|fxlint: finding inputs" "$WORK/tty" || fail "no progress line with stdout redirected"
grep -q "$esc" "$WORK/piped.jsonl" && fail "escape sequences in the redirected output"
[ "$(wc -l <"$WORK/piped.jsonl")" -eq 40 ] || fail "the redirected output is not 40 findings"

# off: --no-progress, stderr not a terminal, TERM=dumb
in_tty "'$FXLINT' check --no-cache --no-progress -j1 dumps"
grep -q "files, " "$WORK/tty" && fail "--no-progress drew a progress line"
in_tty "'$FXLINT' check --no-cache -j1 dumps 2>'$WORK/stderr.txt'"
grep -q "files, " "$WORK/stderr.txt" && fail "a progress line on a stderr that is not a terminal"
grep -q "40 errors, 0 warnings" "$WORK/stderr.txt" || fail "the summary is missing from stderr" # the planted cond write in a training graph (lib.sh)
in_tty "TERM=dumb '$FXLINT' check --no-cache -j1 dumps"
grep -q "files, " "$WORK/tty" && fail "TERM=dumb drew a progress line"
expect_rc 1 "$FXLINT" check --no-cache dumps
grep -q "files, " "$WORK/err" && fail "a progress line without a terminal"
finish
