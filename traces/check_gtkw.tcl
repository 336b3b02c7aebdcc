# GTKWave Tcl script used by scripts/check-waveform.sh:
#   gtkwave -S traces/check_gtkw.tcl DUMP.vcd SAVE.gtkw
# Prints, one per line, every signal the save file put on display
# ("DISPLAYED <name>") and every facility of the loaded dump ("FAC <name>"),
# between BEGIN/END markers, then quits GTKWave.
puts "CHECK_GTKW BEGIN"
set displayed [gtkwave::getDisplayedSignals]
puts "CHECK_GTKW NUM_DISPLAYED [llength $displayed]"
foreach sig $displayed {
    puts "DISPLAYED $sig"
}
set nfacs [gtkwave::getNumFacs]
puts "CHECK_GTKW NUM_FACS $nfacs"
for {set i 0} {$i < $nfacs} {incr i} {
    puts "FAC [gtkwave::getFacName $i]"
}
puts "CHECK_GTKW END"
flush stdout
gtkwave::/File/Quit
