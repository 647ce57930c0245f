#!/usr/bin/python3
"""Builds assets/fonts/inter-latin-pl.woff2: one variable Inter file (weights 400-900) with Latin and Polish letters.

@fontsource-variable/inter ships one file per script: Polish text needs both the Latin (48 KB) and the Latin
Extended (85 KB) files. This script takes the Latin file, subsets it to the characters the site writes, copies the 16
Polish letters outside Latin-1 (with their accents, variations and kerning classes) from the Latin Extended file, limits the weight
axis to the weights the site uses and saves one woff2 (~22 KB). The output is committed, so the build needs no
Python.

Run after updating @fontsource-variable/inter (Debian or Ubuntu: apt-get install python3-fonttools python3-brotli):
    /usr/bin/python3 scripts/make-font.py
"""

import copy
import io
import unicodedata
from pathlib import Path

from fontTools import subset
from fontTools.ttLib import TTFont
from fontTools.varLib import instancer

ROOT = Path(__file__).resolve().parent.parent
SOURCE = ROOT / "node_modules/@fontsource-variable/inter/files"
OUTPUT = ROOT / "assets/fonts/inter-latin-pl.woff2"

# The characters the site writes; anything else falls back to the (metric-adjusted) system font. The stand-ins'
# unicode-range (assets/fonts/inter-fallback.json) lists them again: scripts/make-fallback-faces.test.ts keeps both equal.
LATIN = [
    (0x20, 0x7E),  # ASCII
    (0xA0, 0xA0), (0xA9, 0xA9), (0xAB, 0xAB), (0xAE, 0xAE), (0xB0, 0xB0), (0xB7, 0xB7), (0xBB, 0xBB),
    (0xD3, 0xD3), (0xD7, 0xD7), (0xF3, 0xF3),  # nbsp © « ® ° · » Ó × ó
    (0x2013, 0x2014), (0x2018, 0x201A), (0x201C, 0x201E), (0x2022, 0x2022), (0x2026, 0x2026),  # – — ‘ ’ ‚ “ ” „ • …
    (0x20AC, 0x20AC), (0x2122, 0x2122), (0x2212, 0x2212),  # € ™ −
]
POLISH = "ĄĆĘŁŃŚŹŻąćęłńśźż"
WEIGHTS = (400, 900)  # font-normal … font-black; nothing lighter is used
# Layout features worth their bytes: kerning, accents, contextual forms and the tabular figures of stat tiles.
FEATURES = ["kern", "mark", "mkmk", "ccmp", "locl", "calt", "tnum"]


def codepoints(ranges):
    return [cp for start, end in ranges for cp in range(start, end + 1)]


def subsetted(path, unicodes):
    return reloaded(subsetted_font(TTFont(path), unicodes))


def reloaded(font):
    """Round-trip through bytes so every table is decompiled afresh (and glyph names are final)."""
    buffer = io.BytesIO()
    font.flavor = None
    font.save(buffer)
    buffer.seek(0)
    font = TTFont(buffer)
    for tag in font.keys():
        font[tag]  # decompile now: the merge changes the glyph order under lazily read tables
    return font


def same_outline(a_font, a_name, b_font, b_name):
    a, b = a_font["glyf"][a_name], b_font["glyf"][b_name]
    if a.isComposite() or b.isComposite():
        return False
    ca, ea, fa = a.getCoordinates(a_font["glyf"])
    cb, eb, fb = b.getCoordinates(b_font["glyf"])
    return list(ca) == list(cb) and list(ea) == list(eb) and a_font["hmtx"][a_name] == b_font["hmtx"][b_name]


def base_letter(char):
    # Ł and ł have no canonical decomposition; they kern like L and l.
    return {"Ł": "L", "ł": "l"}.get(char, unicodedata.normalize("NFD", char)[0])


def copy_advance_variation(latin, ext, ext_name, new_name):
    """Give a copied glyph its advance-width variation: the same deltas, appended to the Latin font's HVAR store."""
    if "HVAR" not in latin or "HVAR" not in ext:
        return
    source, target = ext["HVAR"].table, latin["HVAR"].table
    index = source.AdvWidthMap.mapping[ext_name] if source.AdvWidthMap else ext.getGlyphID(ext_name)
    data = source.VarStore.VarData[index >> 16]
    regions = [source.VarStore.VarRegionList.Region[i] for i in data.VarRegionIndex]
    target_regions = target.VarStore.VarRegionList.Region
    deltas = dict(zip((target_regions.index(r) for r in regions), data.Item[index & 0xFFFF]))
    for major, candidate in enumerate(target.VarStore.VarData):
        if set(deltas) <= set(candidate.VarRegionIndex):
            candidate.Item.append([deltas.get(r, 0) for r in candidate.VarRegionIndex])
            candidate.ItemCount = len(candidate.Item)
            candidate.calculateNumShorts()
            target.AdvWidthMap.mapping[new_name] = (major << 16) | (candidate.ItemCount - 1)
            return
    raise SystemExit(f"no HVAR data set fits {ext_name}")


def add_polish(latin, ext):
    cmap_ext = ext.getBestCmap()
    cmap_latin = latin.getBestCmap()
    glyph_order = latin.getGlyphOrder()
    renamed = {}  # ext glyph name -> name in the merged font

    def bring(ext_name):
        if ext_name in renamed:
            return renamed[ext_name]
        match = next((n for n in glyph_order if same_outline(ext, ext_name, latin, n)), None)
        if match:
            renamed[ext_name] = match
            return match
        glyph = copy.deepcopy(ext["glyf"][ext_name])
        if glyph.isComposite():
            for component in glyph.components:
                component.glyphName = bring(component.glyphName)
        new_name = f"pl.{ext_name}"
        glyph_order.append(new_name)
        latin.setGlyphOrder(glyph_order)
        latin["glyf"].glyphs[new_name] = glyph
        latin["glyf"].glyphOrder = glyph_order
        latin["hmtx"].metrics[new_name] = ext["hmtx"][ext_name]
        if ext_name in ext["gvar"].variations:
            latin["gvar"].variations[new_name] = copy.deepcopy(ext["gvar"].variations[ext_name])
        copy_advance_variation(latin, ext, ext_name, new_name)
        renamed[ext_name] = new_name
        return new_name

    letters = {}
    for char in POLISH:
        name = bring(cmap_ext[ord(char)])
        letters[name] = cmap_latin[ord(base_letter(char))]
        for table in latin["cmap"].tables:
            if table.isUnicode():
                table.cmap[ord(char)] = name
    return letters


def share_kerning_and_classes(font, letters):
    """Each new letter kerns and classifies like its base letter (ą like a, ł like l)."""
    gdef = font["GDEF"].table
    if gdef.GlyphClassDef:
        for letter, base in letters.items():
            gdef.GlyphClassDef.classDefs[letter] = gdef.GlyphClassDef.classDefs.get(base, 1)
    for lookup in font["GPOS"].table.LookupList.Lookup:
        for table in lookup.SubTable:
            table = table.ExtSubTable if lookup.LookupType == 9 else table
            if getattr(table, "LookupType", lookup.LookupType) != 2:
                continue
            covered = table.Coverage.glyphs
            # New glyphs have the highest ids: appending keeps every array in glyph-id order.
            if table.Format == 1:
                for pair_set in table.PairSet:
                    for letter, base in letters.items():
                        record = next((r for r in pair_set.PairValueRecord if r.SecondGlyph == base), None)
                        if record:
                            twin = copy.deepcopy(record)
                            twin.SecondGlyph = letter
                            pair_set.PairValueRecord.append(twin)
                            pair_set.PairValueCount = len(pair_set.PairValueRecord)
                for letter, base in letters.items():
                    if base in covered:
                        covered.append(letter)
                        table.PairSet.append(copy.deepcopy(table.PairSet[covered.index(base)]))
                table.PairSetCount = len(table.PairSet)
            else:
                for letter, base in letters.items():
                    if base in table.ClassDef2.classDefs:
                        table.ClassDef2.classDefs[letter] = table.ClassDef2.classDefs[base]
                    if base in covered:
                        covered.append(letter)
                        if base in table.ClassDef1.classDefs:
                            table.ClassDef1.classDefs[letter] = table.ClassDef1.classDefs[base]


def main():
    latin = subsetted(SOURCE / "inter-latin-wght-normal.woff2", codepoints(LATIN))
    ext = subsetted(SOURCE / "inter-latin-ext-wght-normal.woff2", [ord(c) for c in POLISH])
    letters = add_polish(latin, ext)
    share_kerning_and_classes(latin, letters)
    merged = reloaded(latin)
    limited = instancer.instantiateVariableFont(merged, {"wght": WEIGHTS})
    final = subsetted_font(reloaded(limited), codepoints(LATIN) + [ord(c) for c in POLISH])
    final.flavor = "woff2"
    OUTPUT.parent.mkdir(parents=True, exist_ok=True)
    final.save(OUTPUT)
    missing = [c for c in POLISH + "Óó„”–…" if ord(c) not in final.getBestCmap()]
    if missing:
        raise SystemExit(f"missing from the font: {''.join(missing)}")
    print(f"{OUTPUT.relative_to(ROOT)}: {OUTPUT.stat().st_size} bytes, {len(final.getGlyphOrder())} glyphs")


def subsetted_font(font, unicodes):
    """A last subsetting pass drops whatever the merge left unreachable and renumbers the glyphs."""
    options = subset.Options()
    options.layout_features = FEATURES
    options.name_IDs = [1, 2, 3, 4, 5, 6]
    options.notdef_outline = True
    subsetter = subset.Subsetter(options)
    subsetter.populate(unicodes=unicodes)
    subsetter.subset(font)
    return font


if __name__ == "__main__":
    main()
