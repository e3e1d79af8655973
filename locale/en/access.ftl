## Accessibility (English): board themes and /game status as text for screen readers.
## Keep this file and locale/cs/access.ftl in step: same ids, same variables.

## /settings theme (your own pictures) and /settings server-theme (the server's public boards)

cmd-settings-theme-name = theme
cmd-settings-theme-desc = Draw the pictures you ask for light or dark
cmd-settings-server-theme-name = server-theme
cmd-settings-server-theme-desc = Draw the boards posted in this server light or dark (needs Manage Server)
opt-theme-name = theme
opt-theme-desc = Light or dark
choice-theme-light = Light
choice-theme-dark = Dark
settings-theme-set = The pictures you ask for are now drawn in the { $theme ->
        [dark] dark
       *[light] light
    } theme.
settings-server-theme-set = The boards posted in this server are now drawn in the { $theme ->
        [dark] dark
       *[light] light
    } theme.
settings-theme-unknown = There is no theme “{ $theme }”: choose light or dark.
settings-theme-need-manage-server = Only members who may manage the server can change its board theme.

## /game status: each seat's public values (a view key with a message here is shown)

status-points = { $points ->
        [one] 1 point
       *[other] { $points } points
    }
status-on-turn = on turn
status-field-cash = cash { $value } £
status-field-coins = coins { $value }
status-field-workers = workers { $value }
status-field-posts-on-board = trading posts left { $value }
status-field-task-counts = task cards { $value }
status-field-shares = shares: { $value }
status-field-influence = influence: { $value }
status-field-hands = transport cards: { $value }
status-field-city-cards = city cards: { $value }
status-key-road = road
status-key-rail = rail
status-key-sea = sea
status-key-hidden = one face down
status-key-blank = a blank card
status-last-move = Last move ({ $n }): { $text }
status-awaited = They may answer with: { $actions }

## /settings board (your own pictures) and /settings server-board (the server's public boards):
## the board's layout, wide (landscape) or phone (portrait, bigger text)

cmd-settings-board-name = board
cmd-settings-board-desc = Draw the pictures you ask for wide or for a phone screen
cmd-settings-server-board-name = server-board
cmd-settings-server-board-desc = Draw the boards posted in this server wide or for phone screens (needs Manage Server)
opt-layout-name = layout
opt-layout-desc = Wide (computer) or phone (portrait, bigger text)
choice-layout-wide = Wide (computer)
choice-layout-phone = Phone (portrait)
settings-layout-set = The pictures you ask for are now drawn { $layout ->
        [phone] for a phone: portrait, with bigger text
       *[wide] wide
    }.
settings-server-layout-set = The boards posted in this server are now drawn { $layout ->
        [phone] for phones: portrait, with bigger text
       *[wide] wide
    }.
settings-layout-unknown = There is no board layout “{ $layout }”: choose wide or phone.
settings-layout-need-manage-server = Only members who may manage the server can change the layout of its boards.
