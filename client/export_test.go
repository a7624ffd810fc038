package client

// ConnCount is the size of c's connection table, for tests that check it
// follows the card cache.
func ConnCount(c *Client) int {
	c.mu.RLock()
	defer c.mu.RUnlock()
	return len(c.conns)
}
