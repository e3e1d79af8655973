## 18Lilliput: odmítnutí pokládání dílků, domovských dílků a stanic (games/lilliput/board.py).
## Identifikátory a proměnné drž v souladu s locale/en/lilliput-board.ftl.

ll-error-tile-unknown = Dílek { $tile } neexistuje (nebo takové natočení).
ll-error-tile-colour = Dílek { $tile } teď touto akcí položit nelze (barva dílku neodpovídá akci nebo fázi hry).
ll-error-tile-other-company = Dílek { $tile } smí položit jen { $company }.
ll-error-tile-none-left = V zásobě už žádný dílek { $tile } není.
ll-error-tile-upgrade-only = Dílek { $tile } jen nahrazuje dílek, který už leží na stole.
ll-error-tile-not-adjacent = Nový dílek se musí dotýkat už položeného dílku ({ $x },{ $y } se žádného nedotýká).
ll-error-tile-checkerboard = Pravidlo šachovnice: na { $x },{ $y } by dílek sdílel hranu s dílkem stejného druhu (město vedle města, nebo prázdná trať či maloměsto vedle prázdné tratě či maloměsta).
ll-error-tile-water = Na { $x },{ $y } by trať vedla do vody přístavu.
ll-error-tile-not-connected = Na { $x },{ $y } dílek neprodlužuje trať, ke které se stanice společnosti { $company } dostane bez průjezdu plným městem.
ll-error-tile-not-upgrade = Dílek { $tile } nemůže nahradit dílek { $old }: žlutý se mění na zelený, zelený na hnědý, město na město, Y na Y, prázdná trať na prázdnou trať.
ll-error-tile-castle-home = Hrad nesmí nahradit domovské město ({ $x },{ $y }).
ll-error-tile-lost-track = Dílek { $tile } v tomto natočení nezachová všechny úseky tratě dílku { $old }.
ll-error-home-tile = Dílek { $tile } tu nemůže být domovským dílkem: žluté město (Slamecksan Railway: žluté Y-město).
ll-error-home-twice = { $company } už svůj domovský dílek má.
ll-error-home-side = Domovský dílek patří na volnou stranu Mildenda ({ $x },{ $y } jí není).
ll-error-station-no-circle = Na { $spot } není žádný kruh pro stanici.
ll-error-station-twice = Společnost už na { $spot } stanici má: na dílku smí mít jen jednu.
ll-error-station-full = Všechny kruhy stanic na { $spot } jsou obsazené.
ll-error-station-unreached = Žádná stanice společnosti { $company } se na { $spot } nedostane bez průjezdu plným městem.
