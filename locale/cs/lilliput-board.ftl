## 18Lilliput: odmítnutí pokládání dílků, domovských dílků a stanic (games/lilliput/board.py).
## Identifikátory a proměnné drž v souladu s locale/en/lilliput-board.ftl.

ll-error-tile-unknown = Dílek { $tile } neexistuje (nebo takové natočení).
ll-error-tile-colour = Touto akcí teď nelze položit { $tile } (barva dílku neodpovídá akci nebo fázi hry).
ll-error-tile-other-company = Tento dílek ({ $tile }) smí položit jen společnost { $company }.
ll-error-tile-none-left = V zásobě už žádný takový dílek není ({ $tile }).
ll-error-tile-upgrade-only = Tento dílek ({ $tile }) jen nahrazuje dílek, který už leží na stole.
ll-error-tile-not-adjacent = Nový dílek se musí dotýkat už položeného dílku (místo { $x },{ $y } se žádného nedotýká).
ll-error-tile-checkerboard = Pravidlo šachovnice: na místě { $x },{ $y } by dílek sdílel hranu s dílkem stejného druhu (město vedle města, nebo prázdná trať či maloměsto vedle prázdné trati či maloměsta).
ll-error-tile-water = Na místě { $x },{ $y } by trať vedla do vody přístavu.
ll-error-tile-not-connected = Na místě { $x },{ $y } dílek neprodlužuje trať, ke které se stanice společnosti { $company } dostane bez průjezdu blokovaným městem.
ll-error-tile-not-upgrade = Tento dílek ({ $tile }) nemůže nahradit dílek { $old }: žlutý se vylepšuje na zelený, zelený na hnědý, město na město, metropole na metropoli, prázdná trať na prázdnou trať.
ll-error-tile-castle-home = Hrad nesmí nahradit domovské město (místo { $x },{ $y }).
ll-error-tile-lost-track = Tento dílek ({ $tile }) v tomto natočení nezachová všechny úseky trati dílku { $old }.
ll-error-home-tile = Tento dílek ({ $tile }) nemůže být domovským dílkem: domovský dílek je žlutý dílek města (u Slamecksan Railway žlutý dílek metropole).
ll-error-home-twice = { $company } už svůj domovský dílek má.
ll-error-home-side = Domovský dílek patří na volnou stranu Mildenda (místo { $x },{ $y } jí není).
ll-error-station-no-circle = Na místě { $spot } není žádný kruh pro stanici.
ll-error-station-twice = Společnost už na místě { $spot } stanici má: na jednom dílku smí mít jen jednu.
ll-error-station-full = Všechny kruhy stanic na místě { $spot } jsou obsazené.
ll-error-station-unreached = Žádná stanice společnosti { $company } se na místo { $spot } nedostane bez průjezdu blokovaným městem.
