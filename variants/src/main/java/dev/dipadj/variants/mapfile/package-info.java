/**
 * DPjudge/MILA {@code .map} files read as dipadj variants ({@link
 * dev.dipadj.variants.mapfile.MapFileReader}), one concept a class: the places, their names
 * and aliases ({@code MapPlaces}), the borders with the case conventions of their lists
 * ({@code MapBorders}), the powers and the setup ({@code MapPowers}), and the directives of
 * the game ({@code MapDirectives}: {@code BEGIN}, {@code VICTORY}, {@code RULE}). The format
 * and what dipadj does with each line are in docs/map-files.md.
 */
package dev.dipadj.variants.mapfile;
