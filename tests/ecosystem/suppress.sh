# Suppression comments through the CLI: each form on the dump line, ignore-file, names and
# prefixes, the user's source line the origin names (on disk next to the dump, or quoted in
# the origin comment), and --report-unused-suppressions (FX908).
. "$(dirname "$0")/lib.sh"
cd "$WORK" || exit 2
mkdir -p d
prefix=${DEFECT%??}   # FX1 or FX9

write_dump d/base.py bad
expect_rc 1 "$FXLINT" check d/base.py
contains out "d/base.py:13:" "unsuppressed"

for comment in "# fxlint: ignore[$DEFECT]" "# noqa: $DEFECT" "# noqa" "# fxlint: ignore[$DEFECT_NAME]" \
    "# fxlint: ignore[$prefix]" "# fxlint: ignore" "# fxlint: ignore[FX904, $DEFECT]"; do
    sed "13s/\$/  $comment/" d/base.py >d/line.py
    expect_rc 0 "$FXLINT" check d/line.py
    lacks out "d/line.py:13:" "with '$comment'"
done
# a comment for another code does not suppress
sed '13s/$/  # fxlint: ignore[FX904]/' d/base.py >d/other.py
expect_rc 1 "$FXLINT" check d/other.py
contains out "d/other.py:13:" "with another code"
# ignore-file anywhere in the file
{ echo "# fxlint: ignore-file[$DEFECT]"; cat d/base.py; } >d/file.py
expect_rc 0 "$FXLINT" check d/file.py
lacks out "d/file.py" "ignore-file"

if [ "$DEFECT" = FX101 ]; then
    # the user's source line (model.py:4, next to the dump) carries the comment: the dump can
    # be printed again without losing it
    write_model d/model.py
    sed -i "4s/\$/  # fxlint: ignore[$DEFECT]/" d/model.py
    write_dump d/regen.py bad 5
    expect_rc 0 "$FXLINT" check d/regen.py
    lacks out "d/regen.py" "origin line in model.py"
    rm d/model.py
    expect_rc 1 "$FXLINT" check d/regen.py
    # the origin comment quotes the user's line, comment included
    sed "s/code: x.add_(1)\$/code: x.add_(1)  # noqa: $DEFECT/" d/base.py >d/quoted.py
    expect_rc 0 "$FXLINT" check d/quoted.py
    lacks out "d/quoted.py" "origin comment quoting a noqa"
else
    echo "note: $DEFECT stands in for FX101; origin-line suppression is tested once FX101 exists"
fi

# unused suppressions, on request
write_dump d/fixed.py fixed
sed "13s/\$/  # fxlint: ignore[$DEFECT]/" d/fixed.py >d/stale.py
expect_rc 0 "$FXLINT" check d/stale.py
lacks out "FX908" "unused suppressions are not reported unless asked"
expect_rc 0 "$FXLINT" check --report-unused-suppressions d/stale.py
contains out "d/stale.py:13:" "unused suppression"
contains out "[FX908 unused-suppression]" "unused suppression"
contains out "unused suppression: no $DEFECT finding here to suppress" "unused suppression"
expect_rc 1 "$FXLINT" check --report-unused-suppressions --fail-on info d/stale.py
sed "13s/\$/  # fxlint: ignore[$DEFECT]/" d/base.py >d/used.py
expect_rc 0 "$FXLINT" check --report-unused-suppressions d/used.py
lacks out "FX908" "a used suppression"
sed '13s/$/  # noqa: FX999/' d/fixed.py >d/unknown.py
expect_rc 0 "$FXLINT" check --report-unused-suppressions d/unknown.py
contains out "unknown rule code 'FX999'" "unknown code"
finish
