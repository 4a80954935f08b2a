#!/bin/sh
# The layer check (build-aux/check-layers.sh): the tree passes it, and it fails,
# naming file and line, on each kind of offence planted in a copy of src/.
. "$PG_SRCDIR/tests/lib.sh"
CHECK=$PG_SRCDIR/build-aux/check-layers.sh

# planted FILE TEXT: a copy of the tree (src/ and the allow list) in `tree`
# with FILE (under src/) written; then the check runs on it into out and err.
planted() {
	rm -rf tree && mkdir -p tree/build-aux && cp -R "$PG_SRCDIR/src" tree/src &&
		cp "$PG_SRCDIR/build-aux/layers-allow.txt" tree/build-aux/ &&
		mkdir -p "tree/$(dirname "$1")" && printf "%s\n" "$2" >"tree/$1" &&
		{ sh "$CHECK" tree >out 2>err; echo $? >rc; }
}

t "the source tree keeps the layer rules" '
	sh "$CHECK" "$PG_SRCDIR" >out 2>err; rc=$?; cat out err; equals $rc 0 && test ! -s out
'
t "an unchanged copy passes too" '
	planted src/base/nothing.h "/* nothing */" && equals "$(cat rc)" 0
'
t "<redland.h> in cli/ fails the check with file and line" '
	planted src/cli/bad.c "/* x */
#include <stdio.h>
#include <redland.h>" && equals "$(cat rc)" 1 &&
	contains out "src/cli/bad.c:3: <redland.h> in cli/" && equals "$(wc -l <out)" 1
'
t "so do <raptor2.h>, <rasqal.h>, <raptor2/raptor.h>, <rdf_node.h> and <librdf.h>, also as \"# include\"" '
	planted src/graph/bad.c "#include <raptor2.h>
#  include <rasqal.h>
#include <raptor2/raptor.h>
	#include <rdf_node.h>
#include <librdf.h>
#include <raptor.h>" && equals "$(cat rc)" 1 && equals "$(wc -l <out)" 6 &&
	contains out "src/graph/bad.c:2: <rasqal.h> in graph/" && contains out "src/graph/bad.c:4: <rdf_node.h>"
'
t "store/, sparql/ and export/ may include Redland headers" '
	planted src/export/ok.c "#include <raptor2.h>
#include <redland.h>" && equals "$(cat rc)" 0
'
t "Graphviz headers outside the .c files of export/ fail the check" '
	planted src/serve/gv.c "#include <gvc.h>
#include <graphviz/cgraph.h>" && equals "$(cat rc)" 1 && equals "$(wc -l <out)" 2 &&
	contains out "src/serve/gv.c:1: <gvc.h> in src/serve/gv.c: only the .c files of export/" &&
	planted src/export/gv.h "#include <cgraph.h>" && equals "$(cat rc)" 1 &&
	contains out "src/export/gv.h:1: <cgraph.h>" &&
	planted src/export/gv.c "#include <gvc.h>
#include <cgraph.h>" && equals "$(cat rc)" 0
'
t "an include that goes up the layer order fails" '
	planted src/graph/up.c "#include \"graph/graph.h\"
#include \"extract/text.h\"
#include \"store/infer.h\"" && equals "$(cat rc)" 1 &&
	contains out "src/graph/up.c:3: \"store/infer.h\" goes up from graph/ to store/" && equals "$(wc -l <out)" 1
'
t "base/ includes only base/" '
	planted src/base/up.h "#include \"base/buf.h\"
#include \"extract/text.h\"" && equals "$(cat rc)" 1 &&
	contains out "src/base/up.h:2: \"extract/text.h\" goes up from base/ to extract/"
'
t "cli/ may include every layer below it" '
	planted src/cli/all.c "#include \"serve/upstream.h\"
#include \"base/buf.h\"
#include \"cli/cmd.h\"
#include \"config.h\"
#include <stdio.h>" && equals "$(cat rc)" 0
'
t "a header of sparql/ that brings Redland along fails where serve/ includes it" '
	planted src/sparql/leak.h "#include <rasqal.h>" &&
	printf "%s\n" "#include \"sparql/leak.h\"" >tree/src/serve/uses.c &&
	sh "$CHECK" tree >out 2>err; equals $? 1 &&
	contains out "src/serve/uses.c:1: \"sparql/leak.h\" brings <rasqal.h> (src/sparql/leak.h:1) into serve/"
'
t "... also through another project header" '
	planted src/sparql/leak.h "#include <rasqal.h>" &&
	printf "%s\n" "#include \"sparql/leak.h\"" >tree/src/sparql/wrap.h &&
	printf "%s\n" "#include \"sparql/wrap.h\"" >tree/src/cli/uses.c &&
	sh "$CHECK" tree >out 2>err; equals $? 1 &&
	contains out "src/cli/uses.c:1: \"sparql/wrap.h\" brings <rasqal.h> (src/sparql/leak.h:1) into cli/"
'
t "a folder that is not a layer, and a file outside the layer folders, fail" '
	planted src/util/x.c "int x;" && equals "$(cat rc)" 1 && contains out "src/util/ is not a layer" &&
	planted src/loose.c "int y;" && equals "$(cat rc)" 1 && contains out "src/loose.c:1: not in a layer folder"
'
t "the allow list lets a named offence pass and lists entries that allow nothing" '
	planted src/cli/bad.c "#include <redland.h>" &&
	printf "%s\n" "src/cli/bad.c <redland.h> planted on purpose" "src/cli/gone.c <rasqal.h> fixed long ago" >>tree/build-aux/layers-allow.txt &&
	sh "$CHECK" tree >out 2>err; equals $? 0 && test ! -s out &&
	contains err "allows nothing any more, remove it: src/cli/gone.c <rasqal.h>"
'
t "the tree keeps the rules with an empty allow list: nothing is let pass" '
	planted src/base/nothing.h "" && : >tree/build-aux/layers-allow.txt &&
	sh "$CHECK" tree >out 2>err; rc=$?; cat out err
	equals $rc 0 && test ! -s out && test ! -s err
'
t "bad usage exits 2" '
	expect_code 2 sh "$CHECK" 2>err && expect_code 2 sh "$CHECK" /nonexistent 2>err && contains err usage
'
done_testing
