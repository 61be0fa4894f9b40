package engine

// Events are what happened in one turn, for viewers and summaries. Ants,
// hills and food are named by their index in State.Ants, State.Hills and
// State.Food; squares are row*Cols+col.
type Events struct {
	Turn int
	// Orders are each player's order lines as the engine read them (not
	// for players whose orders were not read: fallen, killed, or a turn
	// after the game was decided).
	Orders [][]Line
	// Moves are the ants that moved (accepted orders), by the square they
	// left.
	Moves []Move
	// Blocked are the orders ignored because the ant would have moved into
	// water or food (To is that square), in player and line order.
	Blocked []Move
	// Collided are the ants that died moving onto one square, by square.
	Collided []int32
	// Attacks are the ants the attack rule killed, with their killers.
	Attacks []Attack
	Razes   []Raze
	Spawned []int32 // ants born, in creation order
	// Gathered is the food taken in the gather phase: eaten (Owner >= 0)
	// or destroyed between players (Owner -1).
	Gathered []Gather
	Appeared []int32 // food that appeared, in creation order
	// Failed are the players the engine killed in this turn (crash,
	// timeout, or an invalid order with Strict), with their status.
	Failed     []Failure
	Eliminated []int // players that lost their last ant
	// End are the end messages of the turn: to the players eliminated in
	// it, and to every player still alive once the game is over.
	End  []Message
	Over bool
}

// Move is an ant moving from one square to the next.
type Move struct {
	Ant      int32
	From, To int32
	Dir      byte
}

// Attack is an ant killed in a fight, and the enemies that killed it (those
// in range as focused on their enemies as it was, or more).
type Attack struct {
	Ant int32
	By  []int32
}

// Raze is a hill razed by an ant of player By.
type Raze struct {
	Hill int32
	By   int
	Ant  int32
}

// Gather is food taken: eaten by player Owner, or destroyed (Owner -1)
// when ants of several players were next to it.
type Gather struct {
	Food  int32
	Owner int
}

// Failure is a player the engine killed, and its status ("crashed",
// "timeout", "crashed 0", "invalid").
type Failure struct {
	Player int
	Status string
}

// Message is a text for a player's bot that wants no answer.
type Message struct {
	Player int
	Text   string
}
