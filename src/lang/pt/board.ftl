### board
