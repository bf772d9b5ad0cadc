### Words shared by every part of the game: the sides, the pieces, the languages.

# A side as its player is named by default, and as a side: "White places a stone".
side-white = White
side-black = Black
# The side's colour as an adjective: "remove a black stone".
side-white-adj = white
side-black-adj = black
# Stones, counted: "1 stone", "2 stones".
stones = { $n ->
    [one] { $n } stone
   *[other] { $n } stones
}
yes = yes
no = no
# The languages, each in itself (never translated).
lang-en = English
lang-de = Deutsch
lang-pt = Português
