#!/bin/sh
# SPDX-License-Identifier: Apache-2.0
# Checks the layer rules of src/ (README.md, "Layout"): calls, and so includes,
# go DOWN the layer order only, and only store/, sparql/ and export/ see the
# Redland libraries. Prints each offence as `FILE:LINE: what` and exits 1 if
# there is one that build-aux/layers-allow.txt does not allow; exits 0 otherwise.
#
# usage: check-layers.sh SRCDIR [ALLOW-LIST]
#   SRCDIR      the top source directory (the one holding src/)
#   ALLOW-LIST  known offences to let pass (default SRCDIR/build-aux/layers-allow.txt)
#
# The rules, for every .c and .h file in src/LAYER/:
#   1. LAYER is one of the order  cli > serve > export > sparql > store > eval > graph > extract > base.
#   2. A file includes headers of its own layer and of the layers below it only
#      ("LAYER/name.h"); base/ includes only base/. Includes without a folder
#      ("config.h") and system headers are not layer headers.
#   3. A file outside store/, sparql/ and export/ has no `#include` of a Redland
#      header: <redland.h>, <librdf.h>, <rdf_*.h>, <raptor.h>, <raptor2.h>,
#      <rasqal.h> (also with a raptor2/, rasqal/ or redland/ folder).
#   4. Nor does it include a header of store/, sparql/ or export/ that has such
#      an #include itself or through the project headers it includes: that
#      header brings the Redland API along. This is reported at the outside
#      file's #include line, naming the header line that brings it.
#
# The allow list holds lines `FILE HEADER REASON...` (FILE relative to SRCDIR;
# HEADER as written in the #include, with <> or ""; `#` starts a comment). A
# line lets pass the rule-1..3 offence of FILE including HEADER, and every
# rule-4 offence whose Redland #include is FILE's include of HEADER. Entries
# that let nothing pass are listed on standard error, to be removed.
set -u
if [ $# -lt 1 ] || [ $# -gt 2 ] || [ ! -d "$1/src" ]; then
	echo "usage: check-layers.sh SRCDIR [ALLOW-LIST]  (SRCDIR holds src/)" >&2
	exit 2
fi
top=$1
allow=${2:-$top/build-aux/layers-allow.txt}
[ -f "$allow" ] || allow=/dev/null
case $allow in /*) ;; *) allow=$PWD/$allow ;; esac

# Every #include line of src/*/*.[ch] as `FILE<TAB>LINE<TAB>HEADER`, then the
# allow list; awk does the rest.
cd "$top" || exit 2
files=$(find src -mindepth 1 -name '*.[ch]' | LC_ALL=C sort)
[ -n "$files" ] || { echo "check-layers: no source files under $top/src" >&2; exit 2; }
# shellcheck disable=SC2086
LC_ALL=C grep -n '^[[:space:]]*#[[:space:]]*include[[:space:]]*[<"]' $files /dev/null |
	LC_ALL=C sed -n 's/^\([^:]*\):\([0-9]*\):[[:space:]]*#[[:space:]]*include[[:space:]]*\([<"][^>"]*[>"]\).*/\1	\2	\3/p' |
	PG_LAYER_FILES=$files LC_ALL=C awk -F '\t' -v allow="$allow" '
function rank(layer) { return (layer in RANK) ? RANK[layer] : -1 }
function layer_of(path,   p) { split(path, p, "/"); return p[2] }  # src/LAYER/name
function is_redland(h) {
	return h ~ /^<((raptor2|rasqal|redland)\/)?(redland|librdf|raptor|raptor2|rasqal|rdf_[A-Za-z0-9_]*)\.h>$/
}
function may_see_redland(layer) { return layer == "store" || layer == "sparql" || layer == "export" }
# The first Redland #include that header H (a path under src/) has, itself or
# through the project headers it includes, as "FILE:LINE: HEADER"; "" if none.
function brings(h,   i, r) {
	if (h in BRINGS) return BRINGS[h]
	BRINGS[h] = ""  # cycles end here
	for (i = 1; i <= NINC[h]; i++)
		if (is_redland(INC[h, i])) { BRINGS[h] = h ":" LINE[h, i] ": " INC[h, i]; return BRINGS[h] }
	for (i = 1; i <= NINC[h]; i++)
		if ((r = brings(project(INC[h, i]))) != "") { BRINGS[h] = r; return r }
	return ""
}
# "layer/name.h" as a path under src/ ("" for a system or folderless header).
function project(inc,   s) {
	if (inc !~ /^"[a-z_]+\/[^"\/]+"$/) return ""
	s = substr(inc, 2, length(inc) - 2)
	return "src/" s
}
function report(file, line, key_file, key_header, what) {
	if ((key_file SUBSEP key_header) in ALLOW) { USED[key_file SUBSEP key_header] = 1; allowed++; return }
	print file ":" line ": " what
	bad++
}
BEGIN {
	n = split("base extract graph eval store sparql export serve cli", order, " ")
	for (i = 1; i <= n; i++) RANK[order[i]] = i
	while ((getline l < allow) > 0) {
		sub(/#.*/, "", l)
		sub(/^[ \t]+/, "", l)
		if (l == "") continue
		if (split(l, w, /[ \t]+/) < 3) { print "check-layers: " allow ": not `FILE HEADER REASON`: " l > "/dev/stderr"; continue }
		ALLOW[w[1], w[2]] = 1
	}
	nf = split(ENVIRON["PG_LAYER_FILES"], F, "\n")
}
{ f = $1; NINC[f]++; INC[f, NINC[f]] = $3; LINE[f, NINC[f]] = $2 }
END {
	for (k = 1; k <= nf; k++) {
		f = F[k]; lf = layer_of(f)
		if (f !~ /^src\/[^\/]+\/[^\/]+$/) { report(f, 1, f, "-", "not in a layer folder (src/LAYER/name.c)"); continue }
		if (rank(lf) < 0) { report(f, 1, f, "-", "src/" lf "/ is not a layer (base extract graph eval store sparql export serve cli)"); continue }
		for (i = 1; i <= NINC[f]; i++) {
			h = INC[f, i]; ln = LINE[f, i]
			if (is_redland(h)) {
				if (!may_see_redland(lf))
					report(f, ln, f, h, h " in " lf "/: only store/, sparql/ and export/ may include Redland headers")
				continue
			}
			p = project(h)
			if (p == "") continue
			lh = layer_of(p)
			if (rank(lh) < 0)
				report(f, ln, f, h, h ": " lh "/ is not a layer")
			else if (rank(lh) > rank(lf))
				report(f, ln, f, h, h " goes up from " lf "/ to " lh "/ (includes go down: cli serve export sparql store graph extract base)")
			else if (!may_see_redland(lf) && (r = brings(p)) != "") {
				split(r, rr, ": ")
				split(rr[1], loc, ":")
				report(f, ln, loc[1], rr[2], h " brings " rr[2] " (" rr[1] ") into " lf "/: only store/, sparql/ and export/ may see Redland")
			}
		}
	}
	for (a in ALLOW)
		if (!(a in USED)) { split(a, w, SUBSEP); print "check-layers: " allow ": allows nothing any more, remove it: " w[1] " " w[2] > "/dev/stderr" }
	if (allowed) print "check-layers: " allowed " known offences let pass by " allow " (see the reasons there)" > "/dev/stderr"
	exit bad ? 1 : 0
}'
