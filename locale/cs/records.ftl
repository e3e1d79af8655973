# Poškozené záznamy her (uložená hra, kterou už nelze přehrát) a jejich oprava.
game-damaged = Záznam této hry se láme u tahu { $move }: ten tah už nelze znovu přehrát, a tak hra nemůže pokračovat. Zakladatel stolu (nebo správce serveru) ji může vrátit k tahu { $good } příkazem /hra opravit, nebo ji ukončit příkazem /hra ukončit.
game-damaged-setup = Záznam této hry už nejde znovu připravit (její nastavení nebo místa u stolu přestala platit), a tak hra nemůže pokračovat. Zakladatel stolu (nebo správce serveru) ji může ukončit příkazem /hra ukončit.
repair-not-damaged = Tato hra se přehrává bez chyby: není co opravovat.
repair-setup-broken = Hra se láme už při přípravě, takže není žádný dobrý tah, ke kterému se vrátit. Ukonči ji příkazem /hra ukončit.
repair-done = { $player } vrací hru k tahu { $move }, poslednímu dobrému tahu. Hraje se dál odtud.
cmd-game-repair-name = opravit
cmd-game-repair-desc = Vrátí poškozenou hru k poslednímu dobrému tahu (zakladatel nebo správce)
